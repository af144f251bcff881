// libFuzzer entry point for the KOBIS decoder: every input must decode or throw a KobisError, never crash.
// Built by Scripts/fuzz together with the KobisKit sources.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoder = DecodingManager()
    _ = try? decoder.dailyBoxOffice(from: data, date: KobisDate(year: 2024, month: 1, day: 1)!)
    _ = try? decoder.movieDetail(from: data, requestedCode: "20240001")
    return 0
}
