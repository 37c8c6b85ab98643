/// What a transaction tells scroll views and presentations (Apple's `Transaction`, iOS 17
/// and 18). `scrollTargetAnchor` is "the preferred alignment of the view within a scroll
/// view's visible region when scrolling to a view", used by `ScrollViewProxy.scrollTo` without
/// an anchor and by a `scrollPosition(id:anchor:)` binding set in the transaction. The others
/// are kept for code that reads them: velocity is not carried into the settled frames drawn
/// here, content offsets are never adjusted for size changes, and no window is dismissed.
extension Transaction {
    private struct ScrollTargetAnchorKey: TransactionKey { static let defaultValue: UnitPoint? = nil }
    private struct PreservesVelocityKey: TransactionKey { static let defaultValue = false }
    private struct OffsetAdjustmentKey: TransactionKey { static let defaultValue = ScrollContentOffsetAdjustmentBehavior.automatic }
    private struct DismissBehaviorKey: TransactionKey { static let defaultValue = DismissBehavior.interactive }

    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] } set { self[ScrollTargetAnchorKey.self] = newValue }
    }
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { self[PreservesVelocityKey.self] } set { self[PreservesVelocityKey.self] = newValue }
    }
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[OffsetAdjustmentKey.self] } set { self[OffsetAdjustmentKey.self] = newValue }
    }
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] } set { self[DismissBehaviorKey.self] = newValue }
    }
}
