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
        if code == ELOOP {
            return Phrase.say(
                ko: "심볼릭 링크는 따라가지 않습니다",
                en: "it is a symbolic link, which is not followed here")
        }
        if code == FileWriteError.EFTYPE {
            return Phrase.say(
                ko: "일반 파일이 아닙니다",
                en: "it is not a regular file")
        }
        return String(cString: strerror(code))
    }

    public var description: String {
        Phrase.say(ko: "\(path): 쓸 수 없습니다 (\(reason))", en: "cannot write \(path) (\(reason))")
    }

    /// Used for "not a regular file" (Linux has no `EFTYPE`).
    public static let EFTYPE: Int32 = 79  // macOS's value; unused by Linux for files
}
