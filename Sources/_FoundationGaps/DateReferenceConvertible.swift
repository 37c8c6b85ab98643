import Foundation

/// On Apple's platforms `Date` is `ReferenceConvertible` (bridged to `NSDate`), which SwiftUI's
/// `Text(_:formatter:)` and `"\(date, formatter: f)"` require of their value; Xcode's Core Data
/// App template shows each item's timestamp with both. swift-corelibs-foundation bridges `Date` to
/// `NSDate` without declaring the conformance, so it is declared here.
extension Date: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDate
}
