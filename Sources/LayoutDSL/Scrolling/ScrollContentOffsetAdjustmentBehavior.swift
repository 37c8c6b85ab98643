/// Whether a scroll view keeps what is visible in place when its content changes size (Apple's
/// `ScrollContentOffsetAdjustmentBehavior`, iOS 18, set on a `Transaction`): `automatic` lets
/// it adjust, `disabled` keeps the offset. Scroll views here keep their offset either way.
public struct ScrollContentOffsetAdjustmentBehavior: Sendable {
    let adjusts: Bool
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(adjusts: true) }
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(adjusts: false) }
}
