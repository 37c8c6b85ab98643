/// A system sound's identifier (Apple's documentation of `SystemSoundID`,
/// https://developer.apple.com/documentation/audiotoolbox/systemsoundid).
public typealias SystemSoundID = UInt32

/// The identifier that vibrates the device (Apple's documentation of `kSystemSoundID_Vibrate`).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The identifier of the user's alert sound (`kSystemSoundID_UserPreferredAlert`).
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000
/// The identifier of the flash of the screen (`kSystemSoundID_FlashScreen`).
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0000_0FFE
