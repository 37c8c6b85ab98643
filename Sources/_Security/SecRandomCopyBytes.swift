import Foundation

/// The source of random bytes (Apple's `SecRandomRef`); only the default one exists.
public typealias SecRandomRef = OpaquePointer

/// The system's cryptographically secure generator (`kSecRandomDefault`, `NULL`).
public var kSecRandomDefault: SecRandomRef? { nil }

/// Fills `bytes` with `count` random bytes from the system's secure generator (Apple's
/// `SecRandomCopyBytes`; here `SystemRandomNumberGenerator`, which reads the kernel's
/// `getrandom`), and answers `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for index in 0..<count { bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self) }
    return errSecSuccess
}
