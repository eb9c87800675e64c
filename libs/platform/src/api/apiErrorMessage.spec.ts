import { apiErrorMessage } from './apiErrorMessage';

const fallback = 'Failed to submit business. Please check all required fields.';

describe('apiErrorMessage (spec section 8 order)', () => {
  it('joins details as "path: message" with "; "', () => {
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Validation failed',
        details: [
          { path: 'name', message: 'Business name is required' },
          { path: 'email', message: 'Invalid email address' },
        ],
      },
    };
    expect(apiErrorMessage(error, fallback)).toBe(
      'name: Business name is required; email: Invalid email address',
    );
  });

  it("uses 'field' for a detail without a path", () => {
    const error = {
      status: 400,
      data: { statusCode: 400, error: 'Bad', details: [{ message: 'Invalid input' }] },
    };
    expect(apiErrorMessage(error, fallback)).toBe('field: Invalid input');
  });

  it('can translate field labels and detail messages', () => {
    const error = {
      status: 400,
      data: {
        details: [{ path: 'description', message: 'Must be at least 10 characters', code: 'too_short' }],
      },
    };
    const text = apiErrorMessage(error, fallback, {
      fieldLabel: (path) => (path === 'description' ? 'Опис' : path),
      detailMessage: (detail) => (detail.code === 'too_short' ? 'Закоротко' : detail.message),
    });
    expect(text).toBe('Опис: Закоротко');
  });

  it('falls back to the error text of the body when there are no details', () => {
    expect(
      apiErrorMessage(
        { status: 409, data: { statusCode: 409, error: 'Already exists', details: [] } },
        fallback,
      ),
    ).toBe('Already exists');
  });

  it('accepts the error body itself', () => {
    expect(apiErrorMessage({ statusCode: 429, error: 'Too many requests' }, fallback)).toBe(
      'Too many requests',
    );
  });

  it("then uses the error's own message", () => {
    expect(apiErrorMessage(new Error('500: Internal Server Error'), fallback)).toBe(
      '500: Internal Server Error',
    );
    expect(apiErrorMessage({ name: 'SerializedError', message: 'Rejected' }, fallback)).toBe('Rejected');
  });

  it('ends with the fallback', () => {
    expect(apiErrorMessage(undefined, fallback)).toBe(fallback);
    expect(apiErrorMessage({ status: 502, data: '<html>Bad gateway</html>' }, fallback)).toBe(fallback);
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fallback)).toBe(
      fallback,
    );
  });
});
