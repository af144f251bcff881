import Foundation
import KobisKit

/// The kind of an image, told by its first bytes, and the file names that promise it.
enum ImageKind: String {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"
    case webp = "WebP"

    /// What `data` is, or nil for bytes no known image starts with.
    init?(of data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8...]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The kind a file's extension promises, or nil for a name that promises none.
    init?(extension name: String) {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "gif": self = .gif
        case "webp": self = .webp
        default: return nil
        }
    }

    var fileExtension: String { self == .jpeg ? "jpg" : rawValue.lowercased() }

    /// Refuses to put `image` in a file whose name promises another kind of image.
    static func check(_ image: Data, named path: String?) throws {
        guard let path, let promised = ImageKind(extension: path), let actual = ImageKind(of: image), promised != actual
        else { return }
        let name = (path as NSString).lastPathComponent.prefix(60)
        throw UsageError(
            message: Phrase.say(
                ko: "포스터는 \(actual.rawValue) 이미지인데 파일 이름 '\(name)'의 확장자는 \(promised.rawValue)입니다: "
                    + "확장자를 .\(actual.fileExtension)로 하세요. 아무것도 쓰지 않았습니다",
                en: "the poster is a \(actual.rawValue) image, and '\(name)' "
                    + "is named for a \(promised.rawValue) one: name the file .\(actual.fileExtension); nothing was written"
            )
        )
    }
}
