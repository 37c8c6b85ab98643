import Foundation

/// Records sound from the microphone (Apple's documentation of `AVAudioRecorder`,
/// https://developer.apple.com/documentation/avfaudio/avaudiorecorder).
///
/// There is no microphone here and nothing is written (no I/O): making a recorder succeeds,
/// `prepareToRecord()` and `record()` return false, as on a device without record permission,
/// `isRecording` stays false, and meters read silence: -160 dB, AVFoundation's floor. Settings
/// are kept as given. The delegate is never called.
open class AVAudioRecorder: NSObject {
    open private(set) var url: URL
    open private(set) var settings: [String: Any]
    open var isMeteringEnabled = false
    open var isRecording: Bool { false }
    open var currentTime: TimeInterval { 0 }
    open var deviceCurrentTime: TimeInterval { 0 }
    open weak var delegate: (any AVAudioRecorderDelegate)?

    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }

    open func prepareToRecord() -> Bool { false }
    @discardableResult open func record() -> Bool { false }
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func deleteRecording() -> Bool { false }
    open func updateMeters() {}
    /// Silence, in decibels relative to full scale.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What a recorder tells its delegate (never called here).
public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}

/// The keys of a recorder's settings (AVFoundation's `AVAudioSettings.h`).
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// An encoder's quality (`AVAudioSettings.h`'s values).
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// Core Audio's format identifiers, as four-character codes (`CoreAudioBaseTypes.h`).
public let kAudioFormatLinearPCM: UInt32 = 0x6C70_636D        // 'lpcm'
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320         // 'aac '
public let kAudioFormatAppleLossless: UInt32 = 0x616C_6163    // 'alac'
public let kAudioFormatAppleIMA4: UInt32 = 0x696D_6134        // 'ima4'
