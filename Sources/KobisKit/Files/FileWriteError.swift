import Foundation

/// A write that failed: the path the user gave and the system's `errno`.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's words for the failure.
    public var reason: String {
        if code == ELOOP { return "it is a symbolic link, which is not followed here" }
        if code == FileWriteError.EFTYPE { return "it is not a regular file" }
        return String(cString: strerror(code))
    }

    public var description: String { "cannot write \(path) (\(reason))" }

    /// Used for "not a regular file" (Linux has no `EFTYPE`).
    public static let EFTYPE: Int32 = 79  // macOS's value; unused by Linux for files
}
