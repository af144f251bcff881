import Foundation

struct RawFault: Decodable {
    let message: RawText?
    let errorCode: RawText?
}
