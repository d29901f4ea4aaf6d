/// Answers true the first time only, so a warning that would repeat on every request is logged once.
actor OnceLatch {
    private var fired = false

    /// True on the first call, false on every later one.
    func first() -> Bool {
        defer { fired = true }
        return !fired
    }
}
