/// Identifies an alignment guide; its `defaultValue` is used when a view sets no explicit value.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

protocol BuiltInAlignmentID: AlignmentID {
    static var combination: AlignmentCombination { get }
}

extension BuiltInAlignmentID {
    static var combination: AlignmentCombination { .none }
}

enum LeadingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }

enum HCenterID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }

enum TrailingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

enum TopID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }

enum VCenterID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }

enum BottomID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// Views without text put their first baseline at their bottom edge, as SwiftUI does.
enum FirstBaselineID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combination: AlignmentCombination { .minimum }
}

enum LastBaselineID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combination: AlignmentCombination { .maximum }
}

/// Text sets it explicitly at its leading edge; a row takes its leftmost text (iOS starts the
/// separator at the row's text, past any icon).
enum ListRowSeparatorLeadingID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static var combination: AlignmentCombination { .minimum }
}

enum ListRowSeparatorTrailingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
