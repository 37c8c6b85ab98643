import LayoutDSL

// What VoiceOver reads of marks; a picture shows none of it, so the content is unchanged.
extension ChartContent {
    public func accessibilityLabel(_ label: Text) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    public func accessibilityValue(_ value: Text) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { _ChartContentList(marks: resolvedMarks) }
}
