import Foundation

/// Korean or foreign films: `repNationCd`.
public enum NationFilter: String, Sendable, Hashable, CaseIterable {
    case korean = "K"
    case foreign = "F"
}
