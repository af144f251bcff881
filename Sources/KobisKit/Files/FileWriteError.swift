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
        if code == FileWriteError.notAFolder {
            return Phrase.say(
                ko: "/로 끝나는 이름은 폴더인데 그런 폴더가 없습니다",
                en: "a name ending in / is a folder, and there is no such folder")
        }
        if code == FileWriteError.EFTYPE {
            return Phrase.say(
                ko: "일반 파일이 아닙니다",
                en: "it is not a regular file")
        }
        return FileWriteError.system(code)
    }

    /// The system's words for `code` in the language chosen: the common failures in Korean too, any other as the
    /// system words it.
    public static func system(_ code: Int32) -> String {
        let english = String(cString: strerror(code))
        guard Phrase.korean else { return english }
        switch code {
        case EACCES, EPERM: return "권한이 없습니다"
        case ENOENT: return "그런 파일이나 폴더가 없습니다"
        case ENOSPC: return "디스크에 남은 공간이 없습니다"
        case EDQUOT: return "디스크 할당량을 넘었습니다"
        case EROFS: return "읽기 전용 파일 시스템입니다"
        case EISDIR: return "폴더입니다"
        case ENOTDIR: return "경로 중간에 폴더가 아닌 것이 있습니다"
        case ENAMETOOLONG: return "이름이 너무 깁니다"
        case EIO: return "입출력 오류"
        case EFBIG: return "파일이 너무 큽니다"
        case EMFILE, ENFILE: return "열린 파일이 너무 많습니다"
        case EBADF: return "닫혀 있습니다"
        case EPIPE: return "읽는 쪽이 닫혔습니다"
        case EAGAIN: return "잠시 쓸 수 없습니다"
        default: return english
        }
    }

    public var description: String {
        Phrase.say(ko: "\(path): 쓸 수 없습니다 (\(reason))", en: "cannot write \(path) (\(reason))")
    }

    /// Used for "not a regular file" (Linux has no `EFTYPE`).
    public static let EFTYPE: Int32 = 79  // macOS's value; unused by Linux for files
    /// A name ending in `/` where no folder is (a new name, or a file); no system code says it.
    public static let notAFolder: Int32 = -2
}
