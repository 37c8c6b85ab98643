import Foundation

/// The rows, items and sections UIKit adds to `IndexPath` for table and collection views
/// (https://developer.apple.com/documentation/foundation/indexpath): the first index is the
/// section, the second the row or item.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int { get { self[0] } set { self[0] = newValue } }
    public var row: Int { get { self[1] } set { self[1] = newValue } }
    public var item: Int { get { self[1] } set { self[1] = newValue } }
}
