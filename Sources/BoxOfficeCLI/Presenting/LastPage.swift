import Foundation
import KobisKit

/// A `--page` past a search's last page is bad input: one line and exit 64, not an empty page saying `5/1쪽`.
enum LastPage {
    /// The line saying `--page` is past the last page of `answer` (its `page`, `perPage` and KOBIS's `total`), or nil
    /// when the page is within the search (the first page always is: no film found is an empty list).
    static func pastIt<Row>(_ answer: ListAnswer<Row>) -> String? {
        guard case .int(let page)? = answer.values["page"], case .int(let total)? = answer.values["total"],
            case .int(let perPage)? = answer.values["perPage"], perPage > 0
        else { return nil }
        let last = max(1, (total + perPage - 1) / perPage)
        guard page > last else { return nil }
        let (all, each) = (Formatting.grouped(total), Formatting.grouped(perPage))
        guard total > 0 else {
            return Phrase.say(
                ko: "--page \(page): 검색 결과가 없어 1쪽뿐입니다",
                en: "--page \(page) is past the last page: the search found nothing")
        }
        let pages = Formatting.counted(Int(last), "page", "pages")
        return Phrase.say(
            ko: "--page \(page): 검색 결과는 \(Formatting.grouped(last))쪽까지입니다 (총 \(all)건, 한 쪽에 \(each)건)",
            en: "--page \(page) is past the last page: the search has \(pages) (\(all) in all, \(each) a page)")
    }
}
