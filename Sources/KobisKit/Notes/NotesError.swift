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
            return Phrase.say(
                ko: "노트 파일 \(path): 읽을 수 없습니다. 권한을 확인하세요. 파일은 그대로 두었습니다",
                en: "cannot read the notes file \(path): check its permissions; it was left as it is")
        case .corrupt(let path, let reason):
            return Phrase.say(
                ko: "노트 파일 \(path): 해석할 수 없습니다 (\(reason)). 그대로 두었으니 고치거나 옮기세요",
                en: "the notes file \(path) does not parse (\(reason)): it was left as it is; fix or move it")
        case .notARegularFile(let path):
            return Phrase.say(
                ko: "노트 파일 \(path): 일반 파일이 아닙니다. 그대로 두었으니 다른 곳으로 옮기세요",
                en: "the notes file \(path) is not a regular file: it was left as it is; move it away")
        case .unwritable(let path, let reason):
            return Phrase.say(
                ko: "노트 파일 \(path): 쓸 수 없습니다 (\(reason)). 아무것도 바꾸지 않았습니다",
                en: "cannot write the notes file \(path) (\(reason)): nothing was changed")
        }
    }
}
