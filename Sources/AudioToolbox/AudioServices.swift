/// Plays a system sound (Apple's documentation of `AudioServicesPlaySystemSound(_:)`,
/// https://developer.apple.com/documentation/audiotoolbox/1405248-audioservicesplaysystemsound):
/// silent here, as a preview is.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound and vibrates (Apple's documentation of `AudioServicesPlayAlertSound(_:)`): silent here.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound, then calls `inCompletionBlock` at once, as a sound of no length ends.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    inCompletionBlock?()
}

/// Plays an alert sound, then calls `inCompletionBlock` at once.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    inCompletionBlock?()
}

/// Registers the sound file at `inFileURL` (Apple's documentation of
/// `AudioServicesCreateSystemSoundID(_:_:)`): numbered from 4097 up, as iOS numbers an app's
/// sounds, when the file exists; `kAudioServicesSystemSoundUnspecifiedError` (-1500) when it does
/// not. Apple's takes a `CFURL`, which Linux's Foundation does not bridge: a `URL` here.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> Int32 {
    guard FileManager.default.fileExists(atPath: inFileURL.path) else { return -1500 }
    outSystemSoundID.pointee = SystemSounds.next()
    return 0
}

/// Forgets a sound made by `AudioServicesCreateSystemSoundID`.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> Int32 { 0 }

/// The identifiers given to an app's sounds.
enum SystemSounds {
    nonisolated(unsafe) private static var last: SystemSoundID = 4096
    private static let lock = NSLock()

    static func next() -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
