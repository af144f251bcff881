import Foundation

/// Only the fault roots: read first, so a fault is seen even when the rest of the body is odd.
struct RawFaultProbe: Decodable {
    let faultInfo: RawFault?
    let faultResult: RawFault?
}
