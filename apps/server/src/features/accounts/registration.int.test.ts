import { describe, expect, test } from 'vitest'
import {
  GOOD_PASSWORD,
  register,
  uniqueEmail,
  verificationKeyFor,
} from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const URL = '/api/v1/hirlab/belmount/registration/'

describe('POST /hirlab/belmount/registration/', () => {
  test('creates an account and mails a verification link', async () => {
    const email = uniqueEmail()
    const response = await register(t, { email })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      detail: 'Registration successful. Please check your e-mail to verify your account.',
    })
    const mail = t.outbox().find((m) => m.to === email)
    expect(mail?.subject).toBe('Verify your Hearth e-mail address')
    expect(mail?.text).toMatch(/^Welcome to Hearth!/)
    expect(mail?.html).toContain(`http://hearth.test/verify-email/${verificationKeyFor(t, email)}`)
  })

  test('writes the verification e-mail in the language of the registration', async () => {
    const email = uniqueEmail()
    await register(t, { email, language: 'zh-TW' })
    expect(t.outbox().find((m) => m.to === email)?.subject).toBe('驗證您的 Hearth 電郵地址')
    const other = uniqueEmail()
    await register(t, { email: other }, { 'accept-language': 'zh-CN,zh;q=0.9' })
    expect(t.outbox().find((m) => m.to === other)?.subject).toBe('验证您的 Hearth 邮箱地址')
  })

  test('lowercases and trims the e-mail', async () => {
    const email = uniqueEmail('MiXeD')
    await register(t, { email: `  ${email.toUpperCase()}  `, username: email })
    expect(t.outbox().some((m) => m.to === email.toLowerCase())).toBe(true)
  })

  test('answers every missing field with the spec message', async () => {
    const response = await t.inject({ method: 'POST', url: URL, payload: {} })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('invalid')
    expect(body.email).toEqual(['Please fill in all required fields'])
    expect(body.password1).toEqual(['Please fill in all required fields'])
    expect(body.password2).toEqual(['Please fill in all required fields'])
    expect(body.userType).toEqual(['Please choose an account type.'])
  })

  test('refuses a password shorter than 6 characters or made only of digits', async () => {
    const short = await register(t, { password1: 'ab1', password2: 'ab1' })
    expect(short.json().password1).toContain('Password must be at least 6 characters long')
    const digits = await register(t, { password1: '73519846', password2: '73519846' })
    expect(digits.json().password1).toEqual(['Password cannot contain only numbers'])
  })

  test('refuses a confirmation that does not match', async () => {
    const response = await register(t, { password2: `${GOOD_PASSWORD}x` })
    expect(response.statusCode).toBe(400)
    expect(response.json().password2).toEqual(['Passwords do not match'])
  })

  test('refuses an invalid e-mail and an unknown account type', async () => {
    const response = await register(t, { email: 'not-an-email', userType: 'agency' })
    expect(response.json().email).toEqual(['Enter a valid email address.'])
    expect(response.json().userType).toEqual(['Please choose an account type.'])
  })

  test('refuses one of the 10,000 most common passwords', async () => {
    const response = await register(t, { password1: 'iloveyou2', password2: 'iloveyou2' })
    expect(response.statusCode).toBe(400)
    expect(response.json().password1).toEqual([
      'This password is too common. Choose one that is harder to guess.',
    ])
  })

  test('answers in Traditional Chinese when asked', async () => {
    const response = await register(t, { password2: 'different-9' }, { 'accept-language': 'zh-HK' })
    expect(response.json().password2).toEqual(['兩次輸入的密碼不一致'])
    expect(response.json().detail).toBe('兩次輸入的密碼不一致')
  })

  test('answers an existing e-mail like a new one and mails its owner instead', async () => {
    const email = uniqueEmail()
    const first = await register(t, { email })
    const second = await register(t, {
      email,
      userType: 'helper',
      password1: 'other-pass-42',
      password2: 'other-pass-42',
    })
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.json()).toEqual(first.json())
    const mails = t.outbox().filter((m) => m.to === email)
    expect(mails.map((m) => m.subject)).toEqual([
      'Verify your Hearth e-mail address',
      'Someone tried to create a Hearth account with your e-mail address',
    ])
    expect(mails[1]?.text).toContain('http://hearth.test/forgot-password')
  })

  test('accepts multipart form data', async () => {
    const email = uniqueEmail()
    const boundary = '----hearth'
    const fields = {
      username: email,
      email,
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      userType: 'helper',
    }
    const payload =
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`
    const response = await t.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(response.statusCode).toBe(201)
    expect(t.outbox().some((m) => m.to === email)).toBe(true)
  })

  test('limits registrations from one address with 429 and Retry-After', async () => {
    const statuses: number[] = []
    let last
    for (let i = 0; i < 11; i += 1) {
      last = await t.inject({
        method: 'POST',
        url: URL,
        remoteAddress: '203.0.113.9',
        payload: {
          email: uniqueEmail(),
          password1: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
          userType: 'employer',
        },
      })
      statuses.push(last.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(last?.statusCode).toBe(429)
    expect(last?.json().code).toBe('throttled')
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
  })
})
