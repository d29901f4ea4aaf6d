/// A command that could not do its work, with the sentence to print (and no usage text, unlike a parse error).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
}
