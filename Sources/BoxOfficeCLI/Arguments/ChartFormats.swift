import Foundation
import KobisKit

/// Text, the machine formats, and pictures (`-f svg`, `-f html`).
enum ChartFormats: FormatSet {
    static var allowed: [OutputFormat] { OutputFormat.allCases }
}
