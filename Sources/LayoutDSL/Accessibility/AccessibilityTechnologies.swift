/// The assistive technologies an `@AccessibilityFocusState` follows (Apple's documentation of
/// `AccessibilityTechnologies`): VoiceOver, Switch Control, or both.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    public init() { bits = 0 }

    public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
    public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)

    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits | other.bits)
    }
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits & other.bits)
    }
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits ^ other.bits)
    }
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = intersection(member)
        bits &= ~member.bits
        return had.bits == 0 ? nil : had
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = intersection(newMember)
        bits |= newMember.bits
        return had.bits == 0 ? nil : had
    }
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
}
