import Foundation

/// Columns of `NSObject` rows sorted by a `SortDescriptor` (SwiftUI's `TableColumn` initialisers
/// `where RowValue : NSObject, Sort == SortDescriptor<RowValue>`, iOS 17:
/// https://developer.apple.com/documentation/swiftui/tablecolumn). The interface declares one
/// initialiser per value type (`Bool`, `Date`, the integers and floats, `UUID`, `String` and their
/// optionals); one generic value stands for them all, since the table only draws the cells and the
/// app sorts its data by `sortOrder`.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    public init<V>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
    /// Text compared with `comparator` (`.localizedStandard` in SwiftUI).
    public init<V>(_ text: Text, value: KeyPath<RowValue, V>, comparator: String.StandardComparator,
                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: String.StandardComparator,
                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: KeyPath<RowValue, V>, comparator: String.StandardComparator,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// A text column of `NSObject` rows: the string at `value` is the cell. Apple's default
/// comparator is `.localizedStandard`, which Foundation on Linux lacks; `.lexical` stands in.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Content == Text, Label == Text {
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: text) { Text($0[keyPath: value]) }
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(titleKey)) { Text($0[keyPath: value]) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(title)) { Text($0[keyPath: value]) }
    }
}
