import Foundation
import KobisKit

/// Options that may choose the language (`--lang`).
protocol LanguageOptions {
    var lang: Language? { get }
}
