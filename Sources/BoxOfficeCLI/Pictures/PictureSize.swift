import KobisKit

/// `--size WxH`: a picture's width and height in pixels.
struct PictureSize: Sendable, Equatable {
    let width: Int
    let height: Int

    /// 16:9, what chat apps preview.
    static let standard = PictureSize(width: 1200, height: 675)

    @Sendable static func parse(_ text: String) throws -> PictureSize {
        let parts = text.lowercased().split(separator: "x").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], (480...4000).contains(width),
            (270...4000).contains(height)
        else {
            throw ConversionError(
                Phrase.say(
                    ko: "'\(text.prefix(20))' 대신 1200x675처럼 픽셀 단위 가로x세로(480x270~4000x4000)를 주세요",
                    en: "takes WIDTHxHEIGHT in pixels, 480x270 to 4000x4000, such as 1200x675, not "
                        + "'\(text.prefix(20))'"))
        }
        return PictureSize(width: width, height: height)
    }
}
