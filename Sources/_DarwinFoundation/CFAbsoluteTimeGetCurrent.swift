import Foundation

/// Seconds since 1 January 2001 00:00 GMT, Core Foundation's absolute time.
public typealias CFAbsoluteTime = Double

/// The current absolute time (Core Foundation's `CFAbsoluteTimeGetCurrent`): `Date()`'s seconds
/// since the reference date, so a preview's virtual clock moves it as it moves `Date()`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
