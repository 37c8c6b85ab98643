/// An enum intents take (Apple's documentation of `AppEnum`,
/// https://developer.apple.com/documentation/appintents/appenum), named case by case.
public protocol AppEnum: CaseIterable, RawRepresentable, Sendable where RawValue == String, Self: Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
