import Foundation

/// A person with a Korean name and, when KOBIS has one, an English name.
public struct Person: Hashable, Sendable {
    public var name: String
    public var nameEnglish: String?
    public init(name: String, nameEnglish: String? = nil) {
        self.name = name
        self.nameEnglish = nameEnglish
    }
}
