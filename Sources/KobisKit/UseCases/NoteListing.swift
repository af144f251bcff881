/// The notes a listing shows: all of them, one film's by its code, or those on films whose title (as the notes keep
/// it) is the name given, or else holds it.
public struct NoteListing: Sendable {
    public let notes: [Note]
    /// The film's code when the listing is one film's: the code asked for, or the one film a title matched.
    public let code: String?

    public init(_ all: [Note], film: String?) {
        guard let film = film?.trimmingCharacters(in: .whitespacesAndNewlines), !film.isEmpty else {
            notes = all
            code = nil
            return
        }
        if KobisService.isCode(film) {
            notes = all.filter { $0.movieCode == film }
            code = film
            return
        }
        let wanted = KobisService.folded(film)
        let exact = all.filter { !wanted.isEmpty && KobisService.folded($0.title) == wanted }
        notes = exact.isEmpty ? all.filter { !wanted.isEmpty && KobisService.folded($0.title).contains(wanted) } : exact
        let codes = Set(notes.map(\.movieCode))
        code = codes.count == 1 ? codes.first : nil
    }
}
