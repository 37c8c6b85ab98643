import Foundation

extension NSData {
    /// The algorithms of Apple's Compression library that `NSData` compresses with (iOS 13 SDK,
    /// NSData.h: `NSDataCompressionAlgorithm`, its raw values).
    public enum CompressionAlgorithm: Int, Sendable {
        case lzfse = 0, lz4, lzma, zlib
    }

    /// Compressed data (iOS 13's `compressed(using:)`). Apple's Compression library is not here:
    /// it throws `CocoaError.featureUnsupported`, as a call that cannot compress throws, so a caller
    /// that compresses what it stores (kean/Nuke@0ead44350d2737db384908569c012fe67c421e4d's disk
    /// cache) does not store it.
    public func compressed(using algorithm: CompressionAlgorithm) throws -> NSData {
        throw CocoaError(.featureUnsupported)
    }

    /// Decompressed data (iOS 13's `decompressed(using:)`): throws as `compressed(using:)` does.
    public func decompressed(using algorithm: CompressionAlgorithm) throws -> NSData {
        throw CocoaError(.featureUnsupported)
    }
}
