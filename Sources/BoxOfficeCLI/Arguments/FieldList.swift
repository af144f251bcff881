import Foundation
import KobisKit

/// `--fields`: refuses keys an answer does not have. In every format it picks the columns: text tables (list and
/// grid) and markdown show them under their labels.
enum FieldList {
    /// The fields an answer has in the chosen language beyond its own: in English, the English title.
    static var languageFields: Set<String> { Label.language == .en ? ["titleEn"] : [] }

    /// The command line's help for `--fields`.
    static let help = "only these columns (JSON keys), in every format"

    static func check(_ keys: [String]?, available: [String]) throws {
        guard let keys else { return }
        let unknown = keys.filter { !available.contains($0) }
        guard unknown.isEmpty else {
            throw UsageError(
                message: Phrase.say(
                    ko: "옵션 '--fields'에 없는 키입니다: \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")). "
                        + "\(available.joined(separator: ", ")) 중에서 고르세요",
                    en: "option '--fields' has no key \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")): "
                        + "use \(available.joined(separator: ", "))"))
        }
    }
}
