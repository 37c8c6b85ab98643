/// What kind of element a view is to assistive technologies, as SwiftUI's `AccessibilityTraits`
/// (https://developer.apple.com/documentation/swiftui/accessibilitytraits). Nothing reads them
/// aloud here; they are recorded in the resolved tree (`ResolvedNode.accessibility`) and the
/// layout JSON, so tests can assert them.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    /// The traits by name, in SwiftUI's order (the JSON writes these names).
    static let all: [(String, AccessibilityTraits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected), ("isLink", .isLink),
        ("isSearchField", .isSearchField), ("isImage", .isImage), ("playsSound", .playsSound),
        ("isKeyboardKey", .isKeyboardKey), ("isStaticText", .isStaticText), ("isSummaryElement", .isSummaryElement),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("isModal", .isModal), ("isToggle", .isToggle), ("isTabBar", .isTabBar),
    ]

    private var bits: UInt32
    private init(bit: Int) { bits = 1 << bit }
    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    public static let isToggle = AccessibilityTraits(bit: 15)
    public static let isTabBar = AccessibilityTraits(bit: 16)

    /// The names of the traits set, for the JSON.
    var names: [String] { Self.all.filter { contains($0.1) }.map(\.0) }

    public func union(_ other: Self) -> Self { var copy = self; copy.bits |= other.bits; return copy }
    public func intersection(_ other: Self) -> Self { var copy = self; copy.bits &= other.bits; return copy }
    public func symmetricDifference(_ other: Self) -> Self { var copy = self; copy.bits ^= other.bits; return copy }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember); bits |= newMember.bits; return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); bits &= ~member.bits; return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); bits |= newMember.bits; return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}
