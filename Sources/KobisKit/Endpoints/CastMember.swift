import Foundation

/// An actor and the part played, when KOBIS knows it.
public struct CastMember: Hashable, Sendable {
    public var person: Person
    public var role: String?
    public var roleEnglish: String?
    public init(person: Person, role: String? = nil, roleEnglish: String? = nil) {
        self.person = person
        self.role = role
        self.roleEnglish = roleEnglish
    }
}
