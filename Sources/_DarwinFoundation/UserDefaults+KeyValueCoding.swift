import Foundation

extension UserDefaults {
    /// The value of `key` by key-value coding (`NSObject.value(forKey:)`), which Apple's
    /// `UserDefaults` answers with `object(forKey:)` (Apple's documentation: "UserDefaults"
    /// values are key-value coding compliant). swift-corelibs-foundation has no key-value coding:
    /// a property wrapper reads its value so in SwiftfulThinking/SwiftfulUI@2cb71cdb1115d2c3a2677e693ab6b0b0b1146bc8.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Sets the value of `key` by key-value coding, as `set(_:forKey:)` does.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
