import Foundation
import KobisKit

/// What `daily` and `weekly` share: layout, format, details, posters, share, the filters and the range.
struct RankingOptions: OptionGroup, ByteOrderMarkOptions {
    @Opt(Declared.from) var from: DateArgument?
    @Opt(Declared.to) var to: DateArgument?
    @Opt(Declared.jobs) var jobs: Int
    @Opt(Local.layout) var layout: Layout
    @Opt(Local.format(OutputFormat.allCases)) var format: OutputFormat
    @Opt(Declared.details) var details: Bool
    @Opt(Declared.region) var region: String?
    @Opt(Declared.nation) var nation: NationChoice?
    @Opt(Declared.kind) var kind: KindChoice?
    @Opt(Declared.limit) var limit: Int?
    @Opt(Local.posters) var posters: Bool
    @Opt(Local.share) var share: Bool
    @Opt(Local.copy) var copy: Bool
    @Opt(Declared.fields, help: FieldList.help) var fields: [String]?
    @Opt(Local.bom) var bom: Bool
    @Opt(Local.yes, help: "go ahead without asking past 100 requests") var yes: Bool

    var pictures = PictureOptions()

    var isRange: Bool { from != nil || to != nil }
    var hasFilters: Bool { region != nil || nation != nil || kind != nil || limit != nil }
}
