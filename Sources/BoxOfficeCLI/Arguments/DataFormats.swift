import Foundation
import KobisKit

/// Text and the machine formats.
enum DataFormats: FormatSet {
    static var allowed: [OutputFormat] { OutputFormat.data }
}
