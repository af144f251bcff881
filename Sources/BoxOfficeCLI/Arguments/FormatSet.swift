import Foundation
import KobisKit

/// The formats a table command prints: text and data, or charts too.
protocol FormatSet {
    static var allowed: [OutputFormat] { get }
}
