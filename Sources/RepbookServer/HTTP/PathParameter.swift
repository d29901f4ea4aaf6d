import Hummingbird

/// Numeric path parameters of web routes; a missing or non-numeric one is simply not found.
enum PathParameter {
    /// The parameter `name` (`id` unless named) as a number.
    static func id(_ context: AppRequestContext, _ name: String = "id") throws -> Int64 {
        guard let id = context.parameters.get(name, as: Int64.self) else { throw HTTPError(.notFound) }
        return id
    }
}

extension PathParameter {
    /// The parameter `name` as text; missing is simply not found.
    static func text(_ context: AppRequestContext, _ name: String) throws -> String {
        guard let text = context.parameters.get(name) else { throw HTTPError(.notFound) }
        return text
    }
}
