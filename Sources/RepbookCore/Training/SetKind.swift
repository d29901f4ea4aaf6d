/// What a logged set was: a normal working set, a warm-up, or an intensity technique.
public enum SetKind: String, CaseIterable, Codable, Sendable {
    case normal
    case warmUp = "warmup"
    case drop
    case failure
    case restPause = "rest_pause"
}
