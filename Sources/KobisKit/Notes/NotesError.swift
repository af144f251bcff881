import Foundation

/// Why the notes file could not be used. It is never overwritten when it cannot be read or parsed.
public enum NotesError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case corrupt(path: String, reason: String)
    /// A FIFO, device or folder where the notes file should be: never opened, left as it is.
    case notARegularFile(path: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            return "cannot read the notes file \(path): check its permissions; it was left as it is"
        case .corrupt(let path, let reason):
            return "the notes file \(path) does not parse (\(reason)): it was left as it is; fix or move it"
        case .notARegularFile(let path):
            return "the notes file \(path) is not a regular file: it was left as it is; move it away"
        case .unwritable(let path, let reason):
            return "cannot write the notes file \(path) (\(reason)): nothing was changed"
        }
    }
}
