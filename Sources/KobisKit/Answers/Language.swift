/// The language labels, headings, units and weekdays are shown in: Korean (the default) or English. Titles and
/// names follow it where KOBIS has them in English; machine output keeps its keys in every language.
public enum Language: String, CaseIterable, Sendable {
    case ko, en

    /// `BOXOFFICE_LANG` or `Lang` in Config.plist: `ko` or `en`; anything else is a configuration error.
    public static func parse(_ text: String, from source: String) throws -> Language {
        guard let language = Language(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(source)='\(text.prefix(20))': ko도 en도 아닙니다. 고치거나 지우세요",
                    en: "\(source)='\(text.prefix(20))' is neither ko nor en: fix it or unset it"))
        }
        return language
    }
}
