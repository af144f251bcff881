import Foundation
import KobisKit

/// `--color`: whether to colour human output.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}
