import RepbookCore

/// What a template renders: the layout's chrome and one page model.
struct PageView<Page: Sendable>: Sendable {
    let chrome: PageChrome
    let page: Page
}
