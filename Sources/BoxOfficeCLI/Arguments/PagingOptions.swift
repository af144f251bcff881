import Foundation
import KobisKit

/// `--page` and `--per-page`.
struct PagingOptions: OptionGroup {
    @Opt(Declared.page) var page: Int
    @Opt(Declared.perPage) var perPage: Int
}
