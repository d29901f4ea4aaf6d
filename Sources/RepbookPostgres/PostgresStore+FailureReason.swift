import PostgresNIO

extension PostgresStore {
    /// The words of a connection failure: the server's message (a missing database, a refused user) or the network's.
    static func failureReason(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return String(describing: underlying) }
            return "\(error.code)"
        }
        return String(describing: error)
    }
}
