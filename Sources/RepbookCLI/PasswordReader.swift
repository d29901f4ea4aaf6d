import Foundation

/// Reads a password: one line from standard input, without echo when it is a terminal.
enum PasswordReader {
    /// The first line of standard input, without its newline.
    static func standardInput() -> String? {
        let isTerminal = isatty(STDIN_FILENO) == 1
        var original = termios()
        if isTerminal {
            FileHandle.standardError.write(Data("Password: ".utf8))
            tcgetattr(STDIN_FILENO, &original)
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        }
        defer {
            if isTerminal {
                tcsetattr(STDIN_FILENO, TCSANOW, &original)
                FileHandle.standardError.write(Data("\n".utf8))
            }
        }
        return readLine(strippingNewline: true)
    }
}
