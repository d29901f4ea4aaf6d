/// The morning and evening stacks every new account starts with; existing accounts receive them in migration
/// `v5-supplements`.
public enum StarterSupplements {
    /// In stack order.
    public static let drafts = [
        SupplementDraft(name: "Creatine monohydrate", dose: "5 g", stack: .morning),
        SupplementDraft(name: "Vitamin D3", dose: "2000 IU", stack: .morning),
        SupplementDraft(name: "Fish oil", dose: "2 g", stack: .morning),
        SupplementDraft(name: "Multivitamin", dose: "1 tablet", stack: .morning),
        SupplementDraft(name: "Magnesium glycinate", dose: "400 mg", stack: .evening),
        SupplementDraft(name: "Zinc", dose: "15 mg", stack: .evening),
    ]
}
