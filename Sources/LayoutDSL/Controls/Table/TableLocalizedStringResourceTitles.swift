import Foundation

// A table's column and section titles given as a `LocalizedStringResource` (iOS 26), as the
// iPhoneOS26.2.sdk's interface declares them beside each `LocalizedStringKey` form: each is
// `@_disfavoredOverload` (a string literal stays a key) and shows the resource's string
// (Sources/LayoutDSL/Text/LocalizedStringResourceTitles.swift holds the other views' forms).
// Apple's `NSObject` rows take one form per value type (`Bool`, `Date`, the integers and floats,
// `UUID` and their optionals); one generic value stands for them, as the key forms do here.

extension TableColumn where Sort == Never, Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleResource), content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>) {
        self.init(Text(titleResource), value: value)
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    @_disfavoredOverload
    nonisolated public init(_ titleResource: LocalizedStringResource, sortUsing comparator: Sort,
                            @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleResource), sortUsing: comparator, content: content)
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    @_disfavoredOverload
    public init<V, C: SortComparator>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(Text(titleResource), value: value, comparator: comparator, content: content)
    }

    @_disfavoredOverload
    public init<V: Comparable>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleResource), value: value, content: content)
    }
}

extension TableColumn where Content == Text, Label == Text, Sort == KeyPathComparator<RowValue> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical) {
        self.init(Text(titleResource), value: value, comparator: comparator)
    }
}

extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>,
                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleResource), value: value, content: content)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, comparator: String.StandardComparator,
                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleResource), value: value, comparator: comparator, content: content)
    }
}

extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Content == Text, Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical) {
        self.init(Text(titleResource), value: value, comparator: comparator)
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(titleResource) }
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(isExpanded: isExpanded, content: content) { Text(titleResource) }
    }
}
