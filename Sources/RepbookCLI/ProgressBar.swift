import Foundation

/// A one-line progress bar on standard error (`Reading strong.csv [########------] 57 %`), drawn only when standard
/// error is a terminal, so scripts and tests see clean output.
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let isTerminal = isatty(FileHandle.standardError.fileDescriptor) != 0
    private let lock = NSLock()
    private var lastPercent = -1

    init(label: String) {
        self.label = label
    }

    /// Draws `fraction` (0…1) when the whole percentage changed.
    func show(_ fraction: Double) {
        guard isTerminal else { return }
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
        lock.lock()
        defer { lock.unlock() }
        guard percent != lastPercent else { return }
        lastPercent = percent
        let filled = percent / 4
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 25 - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent) %".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        guard isTerminal, lastPercent >= 0 else { return }
        show(1)
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
