/// Core Motion's measurements (Apple's structures and data classes), as code reads them from the
/// updates a device delivers; a preview receives none (`CMMotionManager`), so these are made only
/// by code of the app's own (tests, sample data).
public struct CMAcceleration: Sendable, Equatable {
    public var x, y, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public struct CMRotationRate: Sendable, Equatable {
    public var x, y, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public struct CMMagneticField: Sendable, Equatable {
    public var x, y, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public struct CMQuaternion: Sendable, Equatable {
    public var x, y, z, w: Double
    public init() { x = 0; y = 0; z = 0; w = 1 }
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
}

public struct CMRotationMatrix: Sendable, Equatable {
    public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double
    public init() { m11 = 1; m12 = 0; m13 = 0; m21 = 0; m22 = 1; m23 = 0; m31 = 0; m32 = 0; m33 = 1 }
}

public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    case uncalibrated = -1, low = 0, medium = 1, high = 2
}

public struct CMCalibratedMagneticField: Sendable, Equatable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init() { field = CMMagneticField(); accuracy = .uncalibrated }
}

/// A timestamped measurement.
open class CMLogItem: NSObject, @unchecked Sendable {
    /// Seconds since the device booted.
    open var timestamp: TimeInterval { 0 }
}

/// A device's orientation in space: at rest, the identity (roll, pitch and yaw 0).
open class CMAttitude: NSObject, @unchecked Sendable {
    open var roll: Double { 0 }
    open var pitch: Double { 0 }
    open var yaw: Double { 0 }
    open var rotationMatrix: CMRotationMatrix { CMRotationMatrix() }
    open var quaternion: CMQuaternion { CMQuaternion() }
    open func multiply(byInverseOf attitude: CMAttitude) {}
}

open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    open var acceleration: CMAcceleration { CMAcceleration() }
}

open class CMGyroData: CMLogItem, @unchecked Sendable {
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// Where the sensors measuring device motion are (iOS 14).
public enum CMDeviceMotionSensorLocation: Int, Sendable { case `default` = 0, headphoneLeft, headphoneRight }

/// Attitude, rotation, gravity and user acceleration, fused: at rest, gravity straight down.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    open var attitude: CMAttitude { CMAttitude() }
    open var rotationRate: CMRotationRate { CMRotationRate() }
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    open var magneticField: CMCalibratedMagneticField { CMCalibratedMagneticField() }
    open var heading: Double { -1 }
    open var sensorLocation: CMDeviceMotionSensorLocation { .default }
}
