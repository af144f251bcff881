/// A sentence a person reads, in every language boxoffice speaks: an error, a note, a status line. Built when it
/// is told (a description, a note), so it speaks ``Label/language`` as the front-end bound it, as labels do; the two
/// wordings stand side by side where the sentence is made, and ``Label`` keeps the words a table shares.
public enum Phrase {
    /// The wording in the language chosen: `Phrase.say(ko: "…", en: "…")`.
    public static func say(ko: @autoclosure () -> String, en: @autoclosure () -> String) -> String {
        Label.language == .en ? en() : ko()
    }

    /// Whether the language chosen is Korean.
    public static var korean: Bool { Label.language == .ko }
}
